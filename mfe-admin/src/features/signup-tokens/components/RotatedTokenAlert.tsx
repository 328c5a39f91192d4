import Alert from 'react-bootstrap/Alert';
import type { RotatedToken } from '../hooks/use-token-rotation';

/** The new secret, shown this once: the server keeps only its hash. */
export function RotatedTokenAlert({ rotated, onClose }: { rotated: RotatedToken; onClose: () => void }) {
  return (
    <Alert variant="warning" dismissible onClose={onClose}>
      <p>
        New sign-up token for {rotated.position}: <code className="user-select-all fs-6">{rotated.token}</code>
      </p>
      <p className="mb-0">
        The old token stops working now. Copy the new one and give it to the project leads: it is shown only this once.
      </p>
    </Alert>
  );
}
