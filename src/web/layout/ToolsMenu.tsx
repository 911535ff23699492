import { showsToolsMenu } from '../../domain/sites';
import { useStoreOwner } from '../components/useStoreOwner';
import { useBranding } from '../site/branding';
import { HeaderMenu } from './HeaderMenu';

const TOOLS: [label: string, path: string, withRepCode: boolean][] = [
  ['Admin', '/admin', false],
  ['Message Center', '/messages', false],
  ['File Management', '/files', false],
  ['Rep Dashboard', '/rep', true],
  ['Member Dashboard', '/member', false],
  ['Group Dashboard', '/group', false],
  ['Ticket Management', '/tickets', false],
  ['SSO', '/sso', false],
  ['Rep Registration', '/register/rep', true],
  ['Member Registration', '/register/member', true],
  ['Group Registration', '/register/group', true],
];

/**
 * Links to the external tools (dashboards, registrations, tickets), outside the default site and
 * while the site's hide_admin_menu flag is "false"; some carry the rep's code as repCode.
 */
export function ToolsMenu() {
  const branding = useBranding();
  const owner = useStoreOwner();
  const base = branding?.external_tools_url;
  if (!branding || !base || !showsToolsMenu(branding)) return null;
  const link = (path: string, withRepCode: boolean) => {
    const url = new URL(path, base);
    if (withRepCode && owner?.agentCode) url.searchParams.set('repCode', owner.agentCode);
    return url.toString();
  };
  return (
    <HeaderMenu label="Tools" className="tools-menu">
      {TOOLS.map(([label, path, withRepCode]) => (
        <li key={label}>
          <a href={link(path, withRepCode)}>{label}</a>
        </li>
      ))}
    </HeaderMenu>
  );
}
