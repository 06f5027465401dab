import { PackageList } from '../../../features/tour-packages/components/package-list';

export function PackagesRoute() {
  return <PackageList />;
}
