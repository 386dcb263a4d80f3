/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AdminDashboardKpisQuery, AdminDashboardKpisQueryVariables } from '../graphql';

export const AdminDashboardKpisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardKpis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commissionThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"bookingsToday"}},{"kind":"Field","name":{"kind":"Name","value":"pendingHotelCount"}}]}}]}}]} as unknown as DocumentNode<AdminDashboardKpisQuery, AdminDashboardKpisQueryVariables>;
