import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SecurityTexts } from '../stores/mfa-settings';
import {
  $loadState,
  $roleDrafts,
  $roles,
  $saving,
  $userDrafts,
  $users,
  fill,
  loadUserRoles,
  type Privilege,
  type RoleRow,
  resetUserMfa,
  type StaffRole,
  sameMembers,
  saveRole,
  saveUserRoles,
  setPrivilege,
  setUserRole,
  setUserStatus,
  type UserRoleTexts,
  type UserRow,
} from '../stores/user-role';
import ConfirmDialog from './identity/ConfirmDialog';
import MfaSettingsPanel from './identity/MfaSettingsPanel';

/**
 * The User Role screen (Admin): which privileges each role has, which roles must use two-step
 * sign-in, and which roles and status each staff user has, with their two-step sign-in. Lists and names come from the page (the domain's privilege and role lists) so
 * this island carries no copy of them; they are typed as the API document lists them, so a list
 * the API would refuse does not compile.
 */
interface Props {
  texts: UserRoleTexts;
  securityTexts: SecurityTexts;
  privileges: readonly Privilege[];
  staffRoles: readonly StaffRole[];
  currentUserId: string;
}

export default function UserRoleSettings({
  texts,
  securityTexts,
  privileges,
  staffRoles,
  currentUserId,
}: Props) {
  const loadState = useStore($loadState);

  useEffect(() => {
    void loadUserRoles(texts);
  }, [texts]);

  return (
    <div className="user-role" aria-busy={loadState === 'loading'}>
      <RolesTable texts={texts} privileges={privileges} />
      <MfaSettingsPanel texts={securityTexts} staffRoles={staffRoles} />
      <UsersTable
        texts={texts}
        securityTexts={securityTexts}
        staffRoles={staffRoles}
        currentUserId={currentUserId}
      />
    </div>
  );
}

function RolesTable({ texts, privileges }: { texts: UserRoleTexts; privileges: readonly Privilege[] }) {
  const roles = useStore($roles);
  const drafts = useStore($roleDrafts);
  const saving = useStore($saving);
  const loadState = useStore($loadState);
  const privilegesOf = (role: RoleRow) => drafts[role.RoleId] ?? role.Privileges;

  return (
    <section className="card panel" aria-labelledby="roles-heading">
      <h2 id="roles-heading">{texts.rolesHeading}</h2>
      <p className="help">{texts.rolesHelp}</p>
      <p className="scroll-hint">{texts.scrollHint}</p>
      {roles.length === 0 ? (
        <p className="placeholder">{loadState === 'loading' ? texts.loading : ''}</p>
      ) : (
        // A named region with a tab stop, so keyboard users can scroll it on a phone.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable (WCAG 2.1.1)
        <section className="table-scroll" aria-labelledby="roles-heading" tabIndex={0}>
          <table className="data-table matrix">
            <caption className="visually-hidden">{texts.rolesHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.privilege}</th>
                {roles.map((role) => (
                  <th scope="col" key={role.RoleId}>
                    {role.Name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {privileges.map((privilege) => (
                <tr key={privilege}>
                  <th scope="row">{privilege}</th>
                  {roles.map((role) => (
                    <td key={role.RoleId} className="check-cell">
                      <input
                        type="checkbox"
                        aria-label={`${role.Name}: ${privilege}`}
                        checked={privilegesOf(role).includes(privilege)}
                        disabled={saving.has(`role:${role.RoleId}`)}
                        onChange={(e) => setPrivilege(role, privilege, e.currentTarget.checked, privileges)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td />
                {roles.map((role) => {
                  const busy = saving.has(`role:${role.RoleId}`);
                  const changed = !sameMembers(privilegesOf(role), role.Privileges);
                  return (
                    <td key={role.RoleId} className="check-cell">
                      <button
                        type="button"
                        className="btn btn-small btn-primary"
                        aria-label={fill(texts.saveRole, { role: role.Name })}
                        aria-busy={busy}
                        disabled={!changed || busy}
                        onClick={() => void saveRole(role, texts)}
                      >
                        {busy ? texts.saving : texts.save}
                      </button>
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </section>
  );
}

function UsersTable({
  texts,
  securityTexts,
  staffRoles,
  currentUserId,
}: {
  texts: UserRoleTexts;
  securityTexts: SecurityTexts;
  staffRoles: readonly StaffRole[];
  currentUserId: string;
}) {
  const users = useStore($users);
  const drafts = useStore($userDrafts);
  const saving = useStore($saving);
  const loadState = useStore($loadState);
  // One dialog for the table: the user whose two-step sign-in is about to be reset.
  const [confirming, setConfirming] = useState<UserRow | undefined>();

  return (
    <section className="card panel" aria-labelledby="users-heading">
      <h2 id="users-heading">{texts.usersHeading}</h2>
      <p className="help">{texts.usersHelp}</p>
      {users.length === 0 ? (
        <p className="placeholder">{loadState === 'loading' ? texts.loading : ''}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be focusable (WCAG 2.1.1)
        <section className="table-scroll" aria-labelledby="users-heading" tabIndex={0}>
          <table className="data-table users">
            <caption className="visually-hidden">{texts.usersHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.name}</th>
                <th scope="col">{texts.email}</th>
                <th scope="col">{texts.roles}</th>
                <th scope="col">{texts.status}</th>
                <th scope="col" className="wraps">
                  {securityTexts.column}
                </th>
                <th scope="col">{texts.actions}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRowView
                  key={user.UserId}
                  user={user}
                  draft={drafts[user.UserId]}
                  saving={saving}
                  texts={texts}
                  securityTexts={securityTexts}
                  staffRoles={staffRoles}
                  isSelf={user.UserId === currentUserId}
                  onResetMfa={setConfirming}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title={securityTexts.confirmTitle}
        text={confirming ? fill(securityTexts.confirmText, { name: confirming.FullName }) : ''}
        confirmLabel={securityTexts.reset}
        cancelLabel={securityTexts.cancel}
        onConfirm={() => {
          if (confirming) void resetUserMfa(confirming, securityTexts);
          setConfirming(undefined);
        }}
        onDismiss={() => setConfirming(undefined)}
      />
    </section>
  );
}

function UserRowView({
  user,
  draft,
  saving,
  texts,
  securityTexts,
  staffRoles,
  isSelf,
  onResetMfa,
}: {
  user: UserRow;
  draft: readonly StaffRole[] | undefined;
  saving: ReadonlySet<string>;
  texts: UserRoleTexts;
  securityTexts: SecurityTexts;
  staffRoles: readonly StaffRole[];
  isSelf: boolean;
  onResetMfa: (user: UserRow) => void;
}) {
  const roles = draft ?? user.Roles;
  const savingRoles = saving.has(`roles:${user.UserId}`);
  const savingStatus = saving.has(`status:${user.UserId}`);
  const resettingMfa = saving.has(`mfa:${user.UserId}`);
  const changed = !sameMembers(roles, user.Roles);
  const active = user.Status === 'Active';
  const nextStatus = active ? 'Inactive' : 'Active';

  return (
    <tr>
      <th scope="row">
        {user.FullName}
        {isSelf && <span className="you"> ({texts.you})</span>}
      </th>
      <td>{user.Email}</td>
      <td>
        <fieldset className="role-set" disabled={savingRoles}>
          <legend className="visually-hidden">{fill(texts.rolesOf, { name: user.FullName })}</legend>
          {staffRoles.map((role) => (
            <label key={role} className="role-choice">
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) => setUserRole(user, role, e.currentTarget.checked, staffRoles)}
              />
              {role}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="btn btn-small"
          aria-label={fill(texts.saveRolesOf, { name: user.FullName })}
          aria-busy={savingRoles}
          disabled={!changed || savingRoles}
          onClick={() => void saveUserRoles(user, texts)}
        >
          {savingRoles ? texts.saving : texts.saveRoles}
        </button>
      </td>
      <td>
        <span className={`status-badge ${active ? 'is-active' : 'is-inactive'}`}>
          {active ? texts.active : texts.inactive}
        </span>
      </td>
      <td>
        <div className="mfa-cell">
          {user.MfaEnrolled !== undefined && (
            <span className={`status-badge ${user.MfaEnrolled ? 'is-active' : 'is-inactive'}`}>
              {user.MfaEnrolled ? securityTexts.enrolled : securityTexts.notEnrolled}
            </span>
          )}
          {(user.MfaEnrolled || resettingMfa) && (
            <button
              type="button"
              className="btn btn-small"
              aria-label={fill(securityTexts.resetOf, { name: user.FullName })}
              aria-busy={resettingMfa}
              disabled={resettingMfa}
              onClick={() => onResetMfa(user)}
            >
              {resettingMfa ? securityTexts.resetting : securityTexts.reset}
            </button>
          )}
        </div>
      </td>
      <td>
        <button
          type="button"
          className="btn btn-small"
          aria-label={fill(active ? texts.deactivateUser : texts.activateUser, { name: user.FullName })}
          aria-busy={savingStatus}
          disabled={isSelf || savingStatus}
          title={isSelf ? texts.ownStatus : undefined}
          onClick={() => void setUserStatus(user, nextStatus, texts)}
        >
          {active ? texts.deactivate : texts.activate}
        </button>
      </td>
    </tr>
  );
}
