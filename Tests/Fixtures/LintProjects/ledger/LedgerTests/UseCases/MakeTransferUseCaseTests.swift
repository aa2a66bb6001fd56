import XCTest
@testable import Ledger

final class MakeTransferUseCaseTests: XCTestCase {
    func testRefusesMoreThanTheBalance() async {
        let spy = AccountRepositorySpy()
        let from = Account(id: UUID(), name: "Checking", balance: 10, currency: .euro, kind: .checking)
        let to = Account(id: UUID(), name: "Savings", balance: 0, currency: .euro, kind: .savings)
        do {
            _ = try await MakeTransferUseCase(repository: spy).execute(from: from, to: to, amount: 20)
            XCTFail("expected a failure")
        } catch {
            XCTAssertEqual(error as? MakeTransferUseCase.Failure, .insufficientFunds)
        }
        XCTAssertTrue(spy.submitted.isEmpty)
    }
}
