import Foundation

@MainActor
final class TransferPresenter {
    private let makeTransfer: MakeTransferUseCase
    private(set) var message: String?

    init(makeTransfer: MakeTransferUseCase) {
        self.makeTransfer = makeTransfer
    }

    func send(from: Account, to: Account, amount: Decimal) async {
        do {
            let transfer = try await makeTransfer.execute(from: from, to: to, amount: amount)
            message = transfer.status == .booked ? "Booked." : "Pending."
        } catch MakeTransferUseCase.Failure.insufficientFunds {
            message = "Not enough money on \(from.name)."
        } catch {
            message = "The transfer failed."
        }
    }
}
