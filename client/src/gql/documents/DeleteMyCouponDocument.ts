/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyCouponMutation, DeleteMyCouponMutationVariables } from '../graphql';

export const DeleteMyCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userCouponId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userCouponId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userCouponId"}}}]}]}}]} as unknown as DocumentNode<DeleteMyCouponMutation, DeleteMyCouponMutationVariables>;
