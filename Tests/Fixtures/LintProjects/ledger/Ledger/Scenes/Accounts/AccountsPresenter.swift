import Foundation

@MainActor
final class AccountsPresenter {
    struct Row: Equatable {
        let title: String
        let amount: String
    }

    private let listAccounts: ListAccountsUseCase
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    init(listAccounts: ListAccountsUseCase) {
        self.listAccounts = listAccounts
    }

    func load() async -> [Row] {
        let accounts = (try? await listAccounts.execute()) ?? []
        return accounts.map { account in
            formatter.currencyCode = account.currency.code
            return Row(title: account.name, amount: formatter.string(from: account.balance as NSDecimalNumber) ?? "")
        }
    }
}
