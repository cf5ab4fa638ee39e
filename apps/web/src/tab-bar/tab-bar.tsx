import { useLocation } from 'react-router-dom';
import { selectedTab } from '@h5/routing';
import { TabBarView } from './tab-bar-view';
import { useGo } from '../routes/use-go';

export function TabBar() {
  const { pathname } = useLocation();
  return <TabBarView selected={selectedTab(pathname)} onSelect={useGo()} />;
}
