import { Alert } from 'shared-ui/alerts';
import type { RotatedToken } from '../api/use-token-rotation';
import { CopyButton } from '../../../components/CopyButton';

/** The new secret, shown this once: the server keeps only its hash. */
export function RotatedTokenAlert({ rotated, onClose }: { rotated: RotatedToken; onClose: () => void }) {
  return (
    <Alert variant="warning" dismissible onClose={onClose}>
      <Alert.Heading as="h2" className="h5">
        New sign-up token for {rotated.position}
      </Alert.Heading>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <code className="user-select-all fs-6 text-break">{rotated.token}</code>
        <CopyButton text={rotated.token} label="Copy token" what="token" />
      </p>
      <p className="mb-0">
        The old token stops working now. Copy the new one and give it to the project leads: it is shown only this once.
      </p>
    </Alert>
  );
}
