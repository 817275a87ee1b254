import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../paths';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const triggerClass =
  'inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** Login and Register tabs; the tab lives in the URL (`?tab=register`) so links can open either. */
export function AuthTabs() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const tab: AuthTab = new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';

  function selectTab(next: string) {
    navigate(next === 'register' ? `${paths.auth}?tab=register` : paths.auth, { replace: true });
  }

  return (
    <Tabs.Root value={tab} onValueChange={selectTab}>
      <Tabs.List
        aria-label={t`Log in or register`}
        className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
      >
        <Tabs.Trigger value="login" className={triggerClass}>
          <Trans>Login</Trans>
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={triggerClass}>
          <Trans>Register</Trans>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="pt-6">
        <LoginForm />
      </Tabs.Content>
      <Tabs.Content value="register" className="pt-6">
        <RegisterForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
