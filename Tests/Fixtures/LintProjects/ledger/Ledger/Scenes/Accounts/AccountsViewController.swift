import UIKit

final class AccountsViewController: UITableViewController {
    private let presenter: AccountsPresenter
    private var rows: [AccountsPresenter.Row] = []

    init(presenter: AccountsPresenter) {
        self.presenter = presenter
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        Task { rows = await presenter.load(); tableView.reloadData() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].title
        cell.detailTextLabel?.text = rows[indexPath.row].amount
        return cell
    }
}
