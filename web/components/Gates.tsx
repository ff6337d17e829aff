// Route gates (SPEC §4): spinner while the user loads; no user → /auth?redirect=…; wrong role → /.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { User } from "../../shared/api/account.ts";
import { useUser } from "../lib/session.ts";
import { FullScreenSpinner } from "./ui/spinner.tsx";

function ToAuth() {
  const location = useLocation();
  const here = location.pathname + location.search;
  return <Navigate to={`/auth?redirect=${encodeURIComponent(here)}`} replace />;
}

export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <ToAuth />;
  return <>{children}</>;
}

export function RequireRole({ role, children }: { role: User["role"]; children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <ToAuth />;
  if (user.role !== role) return <Navigate to="/" replace />;
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return <RequireRole role="admin">{children}</RequireRole>;
}
