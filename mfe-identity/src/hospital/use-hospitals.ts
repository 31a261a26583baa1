import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getHospitals, type HospitalLocation } from './hospital.api';

/** The brand's hospital list in the page language; null while loading, [] when it could not be read. */
export function useHospitals(enabled = true): HospitalLocation[] | null {
  const { i18n } = useTranslation();
  const [list, setList] = useState<HospitalLocation[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setList(null);
    getHospitals().then(
      (l) => live && setList(l ?? []),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [enabled, i18n.language]);
  return list;
}
