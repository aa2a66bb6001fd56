struct AccountResponseMapper {
    func map(_ response: AccountResponse) -> Account {
        Account(id: response.id, displayName: response.displayName, currencyCode: response.currencyCode, openedAt: response.openedAt)
    }

    func map(_ account: Account) -> AccountResponse {
        AccountResponse(id: account.id, displayName: account.displayName, currencyCode: account.currencyCode, openedAt: account.openedAt)
    }
}
