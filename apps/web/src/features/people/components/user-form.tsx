import { useForm, useWatch } from 'react-hook-form';
import {
  can,
  canEditUserRow,
  userFieldLocks,
  type PeopleMasterData,
  type UserRecord,
} from '@driller/domain';
import { useAuth } from '../../../lib/auth/auth-context';
import { draftCompanyChoices, emptyUser, userDraftOf, type UserDraft } from '../hooks/user-draft';
import { useUserSave } from '../hooks/use-user-save';
import { SelectField, TextAreaField, TextField } from './fields';
import { CreateCompanyButton, PersonForm, SaveButton, fieldBinder, useSavedRecordShown } from './person-form';

const KIND = 'user';
/**
 * Page 2: Create New User / Update User (spec 3 "Non-driller user form"). `held` is the form as left for
 * Create Company (page 3), back with the new company chosen.
 */
export function UserForm({
  master,
  record,
  held,
  onSaved,
  onCreateCompany,
}: {
  master: PeopleMasterData;
  record: UserRecord | null;
  held?: UserDraft | null;
  onSaved: (saved: UserRecord) => void;
  onCreateCompany?: (draft: UserDraft) => void;
}) {
  const { user } = useAuth();
  const { register, handleSubmit, control, setValue, reset, getValues } = useForm<UserDraft>({
    defaultValues: held ?? (record ? userDraftOf(record) : emptyUser()),
  });
  useSavedRecordShown(record, reset, userDraftOf);
  const roleText = useWatch({ control, name: 'roleId' });
  const { save, saving, issues } = useUserSave(record, onSaved);
  if (!user) return null;
  const isNew = record === null;
  const readOnly = isNew ? !can(user, 'user.create') : !canEditUserRow(user, { isSelf: record.isSelf });
  const locks = userFieldLocks(user, { isNew, hasAccount: record?.hasAccount ?? false });
  const administered = !can(user, 'user.editAny');
  const companies = draftCompanyChoices(master.organisation, roleText);
  const field = fieldBinder(KIND, register, issues);

  return (
    <PersonForm
      kind={KIND}
      title={isNew ? 'Create New User' : 'Update User'}
      issues={issues}
      readOnly={readOnly}
      onSubmit={handleSubmit((draft) => save(draft))}
      actions={
        readOnly ? null : (
          <>
            <SaveButton saving={saving} />
            {onCreateCompany && !administered ? <CreateCompanyButton onClick={() => onCreateCompany(getValues())} /> : null}
          </>
        )
      }
    >
      <SelectField
        {...field('status')}
        label="Status"
        required
        disabled={administered}
        choices={master.drillerStatus}
      />
      <SelectField
        // Spec 3: changing the role clears the company, since the company choices depend on the role.
        {...field('roleId', { onChange: () => setValue('organisationId', '') })}
        label="Role"
        required
        disabled={administered}
        choices={master.role}
      />
      <TextField {...field('firstName')} label="First name" required maxLength={100} />
      <TextField {...field('lastName')} label="Last name" required maxLength={100} />
      <TextField
        {...field('workEmail')}
        label="Work email"
        type="email"
        required
        disabled={locks.workEmail}
        maxLength={100}
      />
      <SelectField
        {...field('organisationId')}
        label="Company / Registered business"
        required
        disabled={administered}
        choices={companies}
      />
      <TextField {...field('username')} label="Username" required disabled={locks.username} maxLength={100} />
      <TextField {...field('workMobile')} label="Work mobile" type="tel" maxLength={20} />
      <div className="app-people__wide">
        <TextField {...field('address')} label="Address" maxLength={500} />
        <TextAreaField {...field('comments')} label="Comments" />
      </div>
    </PersonForm>
  );
}
