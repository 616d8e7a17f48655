// Browser history routing (paths such as /orders/list, not react-admin's default hash routing). A data router,
// so react-admin's navigation blockers (unsaved-changes warnings) work.
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

export const AppRouter = ({ children }: { children: ReactNode }) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]));
  return <RouterProvider router={router} />;
};
