import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiUpload, type UploadProgress } from '@portal/shared/api';
import type { DocumentContent, DocumentSlot, DocumentsAnswer, StoredFile } from '@portal/shared/contracts';
import type { MutationConfig } from '../parts/mutation-config';

export type { DocumentSlot, DocumentsAnswer, StoredFile };

/** Slot → document type id (docs/product.md#accounts-documents: 1 Emirates ID, 2 Labour Card, 3 Driving License, 4 Passport, 6 Insurance). */
export const SLOT_TYPES: Record<DocumentSlot, number> = { emiratesId: 1, passport: 4, insurance: 6, drivingLicence: 3, labourCard: 2 };
export const SLOTS: DocumentSlot[] = ['emiratesId', 'passport', 'insurance', 'drivingLicence', 'labourCard'];
export type Side = 'front' | 'back';
export const SIDE_IDS: Record<Side, number> = { front: 1, back: 2 };

export const getDocuments = async (familyMemberId: number) => (await apiGet<DocumentsAnswer>('user/documents', { searchParams: { familyMemberId } })).data;

export const documentKeys = { of: (familyMemberId: number) => ['documents', familyMemberId] as const };
/** The identity documents of the holder (0) or a member: an upload or a removal invalidates them. */
export const documentsQuery = (familyMemberId: number) => queryOptions({ queryKey: documentKeys.of(familyMemberId), queryFn: () => getDocuments(familyMemberId) });

export function uploadDocument(familyMemberId: number, documentType: number, documentSide: number, file: File, onProgress: (p: UploadProgress) => void) {
  const form = new FormData();
  form.append('documentType', String(documentType));
  form.append('documentSide', String(documentSide));
  form.append('document', file, file.name);
  return apiUpload<StoredFile>('user/uploaddocument', form, onProgress, { searchParams: { familyMemberId } });
}

export const removeDocument = (familyMemberId: number, documentType: number, documentSide: number) =>
  apiDelete<null>('user/removedocument', { searchParams: { documentType, documentSide, familyMemberId } });

/** GET user/getdocument: the file as a Blob (the API answers base64). */
export async function getDocumentBlob(url: string): Promise<Blob> {
  const { data } = await apiGet<DocumentContent>('user/getdocument', { searchParams: { url } });
  const bin = atob(data.base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i += 1) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type: data.contentType });
}

/** Opens a stored file: its Blob (and the name it is shown under) once the owner check let it through. */
export const useOpenDocument = () => useMutation({ mutationFn: (file: { url: string; fileName: string }) => getDocumentBlob(file.url) });

/** Asks the person's documents again after a change, the change pending until they have arrived. */
function useDocumentsChanged(familyMemberId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.of(familyMemberId) });
}

/** Uploads one side of one document (with its progress); the documents are asked again once it is stored. */
export function useUploadDocument(familyMemberId: number, slot: DocumentSlot, side: Side, { onSuccess, ...config }: MutationConfig<Awaited<ReturnType<typeof uploadDocument>>, { file: File; onProgress: (p: UploadProgress) => void }> = {}) {
  const changed = useDocumentsChanged(familyMemberId);
  return useMutation({
    ...config,
    mutationFn: ({ file, onProgress }) => uploadDocument(familyMemberId, SLOT_TYPES[slot], SIDE_IDS[side], file, onProgress),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await changed();
    },
  });
}

/** Removes one side of one document; the documents are asked again once it is gone. */
export function useRemoveDocument(familyMemberId: number, slot: DocumentSlot, side: Side, { onSuccess, ...config }: MutationConfig<Awaited<ReturnType<typeof removeDocument>>> = {}) {
  const changed = useDocumentsChanged(familyMemberId);
  return useMutation({
    ...config,
    mutationFn: () => removeDocument(familyMemberId, SLOT_TYPES[slot], SIDE_IDS[side]),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await changed();
    },
  });
}
