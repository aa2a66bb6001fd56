#if canImport(SwiftData)
import Foundation

struct AccountModelMapper {
    func map(_ model: AccountModel) -> Account {
        Account(id: model.id, displayName: model.displayName, currencyCode: model.currencyCode, openedAt: model.openedAt)
    }

    func map(_ account: Account) -> AccountModel {
        AccountModel(id: account.id, displayName: account.displayName, currencyCode: account.currencyCode, openedAt: account.openedAt)
    }

    func map(_ account: Account, to model: AccountModel) {
        model.displayName = account.displayName
        model.currencyCode = account.currencyCode
        model.openedAt = account.openedAt
    }
}
#endif
