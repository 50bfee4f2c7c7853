import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouterState } from 'react-router';
import { changesWhatIsShown, settledStates } from './settled-states.ts';

const routes = [
  { path: '/', loader: () => 'home' },
  { path: '/login', loader: () => new Promise<string>((resolve) => setTimeout(() => resolve('login'), 5)) },
];

describe('settledStates', () => {
  it('passes on the state a navigation ends in, not the states on its way', async () => {
    const router = createMemoryRouter(routes, { hydrationData: { loaderData: { '0': 'home' } } });
    const seen: RouterState[] = [];
    const direct: string[] = [];
    router.subscribe((state) => direct.push(state.navigation.state));
    const unsubscribe = settledStates(router).subscribe((state) => seen.push(state));
    await router.navigate('/login');
    expect(direct).toContain('loading');
    expect(seen.map((s) => [s.location.pathname, s.navigation.state])).toEqual([['/login', 'idle']]);
    expect(seen[0]?.loaderData).toEqual({ '1': 'login' });
    unsubscribe();
    router.dispose();
  });

  it('reads and does everything else on the router itself', async () => {
    const router = createMemoryRouter(routes, { hydrationData: { loaderData: { '0': 'home' } } });
    const view = settledStates(router);
    await view.navigate('/login');
    expect(view.state).toBe(router.state);
    expect(view.state.location.pathname).toBe('/login');
    router.dispose();
  });
});

describe('changesWhatIsShown', () => {
  const base = { navigation: { state: 'idle' }, revalidation: 'idle', loaderData: {}, location: { pathname: '/' } } as unknown as RouterState;
  it('is false for progress alone, true for anything the page shows', () => {
    expect(changesWhatIsShown(base, { ...base, navigation: { state: 'loading' } } as unknown as RouterState)).toBe(false);
    expect(changesWhatIsShown(base, { ...base, revalidation: 'loading' })).toBe(false);
    expect(changesWhatIsShown(base, { ...base, loaderData: {} })).toBe(true);
    expect(changesWhatIsShown(base, { ...base, location: { ...base.location } })).toBe(true);
  });
});
