import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hospitalsQuery, type HospitalLocation } from './hospital.api';

/** The brand's hospital list in the page language; null while loading, [] when it could not be read. */
export function useHospitals(enabled = true): HospitalLocation[] | null {
  const { i18n } = useTranslation();
  const hospitals = useQuery({ ...hospitalsQuery(i18n.language), enabled });
  return hospitals.data ?? (hospitals.isError ? [] : null);
}
