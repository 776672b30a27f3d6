import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  can,
  canEditUserRow,
  isRoleId,
  userCompanyChoices,
  userFieldLocks,
  type Issue,
  type PeopleMasterData,
  type UserRecord,
} from '@driller/domain';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useAuth } from '../../../lib/auth/auth-context';
import { emptyUser, userDraftOf, type UserDraft } from '../hooks/user-draft';
import { useUserSave } from '../hooks/use-user-save';
import { SelectField, TextAreaField, TextField } from './fields';

const fieldId = (path: string) => `user-${path}`;
const messageOf = (issues: readonly Issue[], path: string) =>
  issues.find((issue) => issue.path === path)?.message;
const roleOf = (text: string) => {
  const id = Number(text);
  return isRoleId(id) ? id : null;
};

/** Page 2: Create New User / Update User (spec 3 "Non-driller user form"). */
export function UserForm({
  master,
  record,
  onSaved,
}: {
  master: PeopleMasterData;
  record: UserRecord | null;
  onSaved: (saved: UserRecord) => void;
}) {
  const { user } = useAuth();
  const { register, handleSubmit, control, setValue, reset } = useForm<UserDraft>({
    defaultValues: record ? userDraftOf(record) : emptyUser(),
  });
  // A save answers with the stored record (new version): the form shows it, keeping focus where it was.
  useEffect(() => {
    if (record) reset(userDraftOf(record));
  }, [record, reset]);
  const roleText = useWatch({ control, name: 'roleId' });
  const { save, saving, issues } = useUserSave(record, onSaved);
  if (!user) return null;
  const isNew = record === null;
  const readOnly = isNew ? !can(user, 'user.create') : !canEditUserRow(user, { isSelf: record.isSelf });
  const locks = userFieldLocks(user, { isNew, hasAccount: record?.hasAccount ?? false });
  const administered = !can(user, 'user.editAny');
  const companies = userCompanyChoices(master.organisation, roleOf(roleText));
  const error = (path: string) => messageOf(issues, path);
  // Spec 3: changing the role clears the company, since the company choices depend on the role.
  const roleRegistration = register('roleId', { onChange: () => setValue('organisationId', '') });

  return (
    <form noValidate onSubmit={handleSubmit((draft) => save(draft))} aria-labelledby="user-form-title">
      <h2 id="user-form-title">{isNew ? 'Create New User' : 'Update User'}</h2>
      <ErrorSummary
        errors={issues.map((issue) => ({ fieldId: fieldId(issue.path), message: issue.message }))}
      />
      <fieldset className="app-people__fieldset" disabled={readOnly} data-testid="user-fieldset">
        <div className="app-people__grid">
          <SelectField
            id={fieldId('status')}
            label="Status"
            required
            disabled={administered}
            error={error('status')}
            registration={register('status')}
            choices={master.drillerStatus}
          />
          <SelectField
            id={fieldId('roleId')}
            label="Role"
            required
            disabled={administered}
            error={error('roleId')}
            registration={roleRegistration}
            choices={master.role}
          />
          <TextField
            id={fieldId('firstName')}
            label="First name"
            required
            error={error('firstName')}
            registration={register('firstName')}
            maxLength={100}
          />
          <TextField
            id={fieldId('lastName')}
            label="Last name"
            required
            error={error('lastName')}
            registration={register('lastName')}
            maxLength={100}
          />
          <TextField
            id={fieldId('workEmail')}
            label="Work email"
            type="email"
            required
            disabled={locks.workEmail}
            error={error('workEmail')}
            registration={register('workEmail')}
            maxLength={100}
          />
          <SelectField
            id={fieldId('organisationId')}
            label="Company / Registered business"
            required
            disabled={administered}
            error={error('organisationId')}
            registration={register('organisationId')}
            choices={companies}
          />
          <TextField
            id={fieldId('username')}
            label="Username"
            required
            disabled={locks.username}
            error={error('username')}
            registration={register('username')}
            maxLength={100}
          />
          <TextField
            id={fieldId('workMobile')}
            label="Work mobile"
            type="tel"
            error={error('workMobile')}
            registration={register('workMobile')}
            maxLength={20}
          />
          <div className="app-people__wide">
            <TextField
              id={fieldId('address')}
              label="Address"
              error={error('address')}
              registration={register('address')}
              maxLength={500}
            />
            <TextAreaField
              id={fieldId('comments')}
              label="Comments"
              error={error('comments')}
              registration={register('comments')}
            />
          </div>
        </div>
      </fieldset>
      {readOnly ? null : (
        <div className="app-people__actions">
          <button type="submit" className="nsw-button nsw-button--dark" aria-busy={saving || undefined}>
            Save
          </button>
        </div>
      )}
    </form>
  );
}
