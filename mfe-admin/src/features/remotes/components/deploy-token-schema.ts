import * as Yup from 'yup';
import type { NewDeployTokenBody } from '../api/deploy-tokens';

/** The API keeps a token's label (its team) to this many characters. */
export const TEAM_MAX_LENGTH = 60;
export const TEAM_ERROR = `Name the team that will use this token, in 1 to ${TEAM_MAX_LENGTH} characters.`;

export interface DeployTokenValues {
  label: string;
  mayActivate: boolean;
}

export const DEPLOY_TOKEN_INITIAL: DeployTokenValues = { label: '', mayActivate: false };

export const deployTokenSchema: Yup.ObjectSchema<DeployTokenValues> = Yup.object({
  label: Yup.string().trim().required(TEAM_ERROR).max(TEAM_MAX_LENGTH, TEAM_ERROR),
  mayActivate: Yup.boolean().required(),
});

/** What the form asks the API for: the team's name without the spaces around it. */
export const deployTokenBody = (values: DeployTokenValues): NewDeployTokenBody => ({ label: values.label.trim(), mayActivate: values.mayActivate });
