import type { Handlers } from '../context.ts';
import type { VitalsAnswer } from '../../../../schemas/operator-api.ts';
import { fieldSeries } from './field-series.ts';

/** Real players' vitals per site, page and device class (issue 32 part 6), for the studio's Field vitals tab. */
export const vitalsHandlers: Handlers<'vitals'> = {
  async vitals(ctx) {
    return { body: (await fieldSeries(ctx, (g) => g.vitals, 'vitalsOff')) satisfies VitalsAnswer };
  },
};
