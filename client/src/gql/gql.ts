/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}": typeof types.CaptchaConfigDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}": typeof types.LoginDocument,
    "mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}": typeof types.RecaptchaNeededDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}": typeof types.EmailTakenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": typeof types.RegisterDocument,
};
const documents: Documents = {
    "query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}": types.CaptchaConfigDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}": types.LoginDocument,
    "mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": types.MeDocument,
    "query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}": types.RecaptchaNeededDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}": types.EmailTakenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": types.RegisterDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}"): (typeof documents)["query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"): (typeof documents)["mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}"): (typeof documents)["query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}"): (typeof documents)["query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;