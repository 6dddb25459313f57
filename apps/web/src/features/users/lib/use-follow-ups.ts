// Follow-up reviews of the editor: which sections the administrator should look at after a change.
import { useMemo, useState } from 'react';
import { followUps, type FormSection } from './form-values';

/** `changed`: the sections whose values differ from the loaded user. */
export function useFollowUps(changed: ReadonlySet<FormSection>, active: FormSection) {
  const [reviewed, setReviewed] = useState<ReadonlySet<FormSection>>(new Set());
  const needed = useMemo(() => followUps(changed), [changed]);
  // Opening a section that needs a review counts as reviewing it (state adjusted while rendering).
  if (needed.includes(active) && !reviewed.has(active)) setReviewed(new Set([...reviewed, active]));
  const pending = needed.filter((s) => !reviewed.has(s) && s !== active);
  /** Why a section asks for a review: the section whose change led to it. */
  const reason = (section: FormSection): FormSection | undefined => {
    if (section === 'applications' && changed.has('locations')) return 'locations';
    if (section === 'roles' && changed.has('applications')) return 'applications';
    if (section === 'emailPreferences')
      return changed.has('roles') ? 'roles' : changed.has('profile') ? 'profile' : undefined;
    return undefined;
  };
  return { pending, needed, reason, reset: () => setReviewed(new Set()) };
}
