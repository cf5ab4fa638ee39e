import { selectedTab } from '@h5/routing';
import { useLocation } from 'react-router-dom';
import { useGo } from '../routes/use-go';
import { TabBarView } from './tab-bar-view';

export function TabBar() {
  const { pathname } = useLocation();
  return <TabBarView selected={selectedTab(pathname)} onSelect={useGo()} />;
}
