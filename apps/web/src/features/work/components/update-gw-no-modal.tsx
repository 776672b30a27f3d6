import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { WORK_MESSAGES, validateGwNoUpdate } from '@driller/domain';
import { GwNoModal } from '../../../components/gw-no/gw-no-modal';
import { useWorkContext } from '../hooks/work-context';

/** Update Groundwater number on the work page: offline refused, then the work reloads with the new number. */
export function UpdateGwNoModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { loaded, access, formAId } = useWorkContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const target = isOpen && loaded ? { formAGuId: loaded.formA.formAGuid, gwNo: loaded.formA.gwNo, version: loaded.version } : null;
  return (
    <GwNoModal
      // Each opening starts from the number as loaded.
      key={isOpen ? 'open' : 'closed'}
      id="work-update-gw-no"
      target={target}
      refusal={() => (access.offline ? WORK_MESSAGES.gwNoOffline : null)}
      check={(gwNo) => validateGwNoUpdate(gwNo)[0]}
      confirmMessage={WORK_MESSAGES.gwNoUpdateConfirm}
      onClose={onClose}
      onDone={(saved) => {
        void queryClient.invalidateQueries({ queryKey: ['work', saved] });
        void navigate(`/Work?id=${formAId}`, { replace: true });
      }}
    />
  );
}
