/**
 * The header's and footer's parts that load right after the page. They are fetched together and
 * handed over together, so they arrive in one render (one layout of the page) instead of one each.
 */
async function loadAll() {
  const [owner, category, tools, account, recommended, help, footer] = await Promise.all([
    import('./OwnerContact'),
    import('./CategoryMenu'),
    import('./ToolsMenu'),
    import('./AccountMenu'),
    import('./RecommendedLink'),
    import('./HelpWidget'),
    import('./SiteFooter'),
  ]);
  return {
    OwnerContact: owner.OwnerContact,
    CategoryMenu: category.CategoryMenu,
    ToolsMenu: tools.ToolsMenu,
    AccountMenu: account.AccountMenu,
    RecommendedLink: recommended.RecommendedLink,
    HelpWidget: help.HelpWidget,
    SiteFooter: footer.SiteFooter,
  };
}

let loading: ReturnType<typeof loadAll> | undefined;

export function loadLayoutParts(): ReturnType<typeof loadAll> {
  loading ??= loadAll();
  return loading;
}
