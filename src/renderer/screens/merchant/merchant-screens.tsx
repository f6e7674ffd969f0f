import { merchantCategoryResource, merchantInfoResource, productResource } from '../../../shared/resources';
import { ResourcePage } from '../../crud/fluent/ResourcePage';
import { TreeResourcePage } from '../../crud/fluent/TreeResourcePage';

/** 商户列表 (`/merchant/list`): the read-only merchant list, searchable by region at any level, with export. */
export const MerchantListScreen = () => <ResourcePage def={merchantInfoResource} />;

/** 行业分类 (`/merchant/category`): the industry → business-type tree, read-only. */
export const MerchantCategoryScreen = () => <TreeResourcePage def={merchantCategoryResource} />;

/** 商品管理 (`/merchant/product`): the products with their review and listing state, read-only, with export. */
export const ProductScreen = () => <ResourcePage def={productResource} />;
