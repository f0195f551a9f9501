import { describe, expect, it } from 'vitest';
import { CvOptionsSchema } from '@contracts/cv';
import { cvChoiceComplete, DEFAULT_CV_CHOICE } from '../components/cv-options-fields';
import { cvOptions } from './cv';

describe("the CV dialog's options", () => {
  it('are what the server takes: every section by default, a range only with its days, verified only when asked', () => {
    expect(cvOptions(DEFAULT_CV_CHOICE)).toEqual({
      period: 'all',
      sections: 'titles,areas,teaching,activity,badges,credentials',
    });
    const range = {
      ...DEFAULT_CV_CHOICE,
      period: 'range' as const,
      from: '2020-01-01',
      to: '2024-12-31',
      sections: ['activity' as const],
      verifiedOnly: true,
    };
    expect(cvOptions(range)).toEqual({
      period: 'range',
      from: '2020-01-01',
      to: '2024-12-31',
      sections: 'activity',
      verified_only: 'true',
    });
    for (const choice of [DEFAULT_CV_CHOICE, range])
      expect(CvOptionsSchema.safeParse(cvOptions(choice)).success).toBe(true);
  });

  it('are complete only with a section and, for a range, both days in order', () => {
    expect(cvChoiceComplete(DEFAULT_CV_CHOICE)).toBe(true);
    expect(cvChoiceComplete({ ...DEFAULT_CV_CHOICE, sections: [] })).toBe(false);
    expect(cvChoiceComplete({ ...DEFAULT_CV_CHOICE, period: 'range', from: '2020-01-01', to: '' })).toBe(false);
    expect(cvChoiceComplete({ ...DEFAULT_CV_CHOICE, period: 'range', from: '2021-01-01', to: '2020-01-01' })).toBe(
      false,
    );
    expect(cvChoiceComplete({ ...DEFAULT_CV_CHOICE, period: 'range', from: '2020-01-01', to: '2021-01-01' })).toBe(
      true,
    );
  });
});
