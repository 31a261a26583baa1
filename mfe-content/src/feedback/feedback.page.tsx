import { useState } from 'react';
import { useSession } from '@portal/shared/session';
import { Box } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { feedbackLocationsQuery, useContentSite } from '../content-site/content-site.api';
import { patientTypesQuery } from './feedback.api';
import { patientTypeOf, useFeedbackChoice } from './feedback-choice';
import { FeedbackHome } from './feedback-home';
import { FeedbackQuestions } from './feedback-questions';
import { FeedbackThanks } from './feedback-thanks';
import { GeneralFeedbackDialog } from './general-feedback.dialog';

/** Brands that ask for the visit type first; the others use the facility's first type. */
export const VISIT_TYPE_BRANDS = ['medeor', 'burjeel', 'lifecare', 'llh'];

/**
 * Feedback and complaint (docs/product.md#content-requests): choose a facility, then Feedback or Complaint. Feedback: visit type,
 * the facility's questionnaire, submit (enabled once every mandatory question is answered), thank-you
 * page. Flow states home, questionnaire, thank-you; Back returns home.
 */
export default function FeedbackPage() {
  const user = useSession((s) => s.user);
  const brand = useSession((s) => s.brandName) ?? 'burjeel';
  const askVisitType = VISIT_TYPE_BRANDS.includes(brand);
  const [step, setStep] = useState<'home' | 'questions' | 'thanks'>('home');
  const [rating, setRating] = useState(false);
  const site = useContentSite();
  const locations = useQuery(feedbackLocationsQuery(site));
  const { form, vblog, chosenType } = useFeedbackChoice(locations.data, user?.vblog ?? undefined);
  const types = useQuery({ ...patientTypesQuery(site, vblog), enabled: Boolean(vblog) });
  const patientType = patientTypeOf(types.data, chosenType, askVisitType);
  const choice = { form, locations, types, vblog, patientType, askVisitType };

  if (step === 'thanks') return <FeedbackThanks />;
  if (step === 'questions') return <FeedbackQuestions {...choice} onBack={() => setStep('home')} onSent={() => setStep('thanks')} />;
  return (
    <Box maxW="2xl">
      <FeedbackHome {...choice} onStart={() => setStep('questions')} onRate={() => setRating(true)} />
      {rating ? <GeneralFeedbackDialog open onClose={() => setRating(false)} /> : null}
    </Box>
  );
}
