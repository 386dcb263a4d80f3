/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SearchServicesQuery, SearchServicesQueryVariables } from '../graphql';

export const SearchServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchServices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchServices"}}]}}]} as unknown as DocumentNode<SearchServicesQuery, SearchServicesQueryVariables>;
