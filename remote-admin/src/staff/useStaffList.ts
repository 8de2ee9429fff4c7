import { useQuery } from '@tanstack/react-query';
import { listStaff } from './staffApi';
import { staffKeys } from './staffKeys';

/** The users the signed-in admin or subadmin may see (GET /api/admin/all). */
export const useStaffList = () => useQuery({ queryKey: staffKeys.list(), queryFn: listStaff });
