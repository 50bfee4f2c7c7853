import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLoaderData } from 'react-router';

/**
 * The framework floor (issue 18 part 6): the smallest page on this stack that hydrates a data router,
 * a loader and a link. `npm run bench` builds it with Vite like the app and reports its gzip size: no
 * page of ours can ship less than this.
 */
function Page() {
  const text = useLoaderData<string>();
  return (
    <main>
      <h1>{text}</h1>
      <Link to="/next">Next</Link>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([{ path: '/*', loader: () => 'floor', Component: Page }], {
  hydrationData: { loaderData: { 0: 'floor' } },
});
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
