import CoreData
import Foundation

@MainActor
final class AppDependencies {
    let container = NSPersistentContainer(name: "Ledger")
    lazy var api = LedgerAPI(baseURL: URL(string: "https://api.ledger.example")!)
    lazy var accounts: AccountRepository = RemoteAccountRepository(api: api, context: container.viewContext)

    func accountsPresenter() -> AccountsPresenter {
        AccountsPresenter(listAccounts: ListAccountsUseCase(repository: accounts))
    }

    func transferPresenter() -> TransferPresenter {
        TransferPresenter(makeTransfer: MakeTransferUseCase(repository: accounts))
    }
}
