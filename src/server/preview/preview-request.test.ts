import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_COOKIE } from '../../state/announcement-cookie.ts';
import { previewRequest } from './responder.ts';

const cookiesOf = (request: Request) => request.headers.get('cookie') ?? '';

describe("the preview's first-visit dialogs", () => {
  it('stay shut: the page is rendered as for a visitor who dismissed them', () => {
    const request = previewRequest(new Request('http://a.localhost/'), { token: 't', as: 'guest' });
    expect(cookiesOf(request)).toContain(`${ANNOUNCEMENT_COOKIE}=1`);
  });
  it('show when the studio asks, whatever the frame dismissed before', () => {
    const request = previewRequest(new Request('http://a.localhost/', { headers: { cookie: `${ANNOUNCEMENT_COOKIE}=1` } }), {
      token: 't',
      as: 'guest',
      dialogs: true,
    });
    expect(cookiesOf(request)).not.toContain(ANNOUNCEMENT_COOKIE);
  });
});
