import { NavLink, useLocation, useNavigate } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Label, Select } from '@takehome/web-kit';
import { SectionIcon } from './SectionIcon';
import { SECTIONS, sectionUrl } from './sections';

const SideMenu = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.space.md};
  align-self: start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.navy};
  border-radius: ${({ theme }) => theme.radii.lg};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.textOnDark};
    background: ${({ theme }) => theme.colors.navySoft};
  }
  a.active {
    color: ${({ theme }) => theme.colors.textOnDark};
    background: ${({ theme }) => theme.colors.teal};
  }
  svg {
    flex: none;
  }

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const TopBar = styled.div`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.navy};
    border-radius: ${({ theme }) => theme.radii.md};

    label {
      color: ${({ theme }) => theme.colors.textOnDarkMuted};
    }
  }
`;

/** A side menu of the sections; under 768 px a bar with a select instead. */
export function SectionMenu() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SECTIONS.find((section) => pathname.startsWith(sectionUrl(section.path)))?.path ?? 'overview';

  return (
    <>
      <SideMenu aria-label="Dashboard sections">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={sectionUrl(section.path)}>
                <SectionIcon section={section.path} />
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </SideMenu>
      <TopBar>
        <Label htmlFor="dashboard-section">Dashboard section</Label>
        <Select
          id="dashboard-section"
          value={current}
          onChange={(event) => void navigate(sectionUrl(event.target.value as typeof current))}
        >
          {SECTIONS.map((section) => (
            <option key={section.path} value={section.path}>
              {section.label}
            </option>
          ))}
        </Select>
      </TopBar>
    </>
  );
}
