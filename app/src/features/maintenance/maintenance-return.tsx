// Mounted by the shell once maintenance has begun: shows the SystemMaintenance
// page while it lasts, noting the route the player was on, and takes them
// back there (replacing the maintenance page in the history) when it ends.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pagePath } from '@/config/paths';
import { rememberMaintenanceRoute, takeMaintenanceReturn, useMaintenance } from '@/lib/maintenance';

const maintenancePath = pagePath('SystemMaintenance');

export function MaintenanceReturn() {
  const maintenance = useMaintenance();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onPage = pathname === maintenancePath;
  useEffect(() => {
    if (maintenance && !onPage) {
      rememberMaintenanceRoute(`${pathname}${search}`);
      void navigate(maintenancePath, { replace: true });
    }
    if (!maintenance && onPage) {
      void navigate(takeMaintenanceReturn() ?? '/', { replace: true });
    }
  }, [maintenance, onPage, pathname, search, navigate]);
  return null;
}
