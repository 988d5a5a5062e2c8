// zincite_popcnt_wip: half-finished rewrite of zincite_popcnt using a for loop instead of
// the explicit adder tree (checked in mid-edit; does not compile yet).
module zincite_popcnt_wip (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_valid,
    input  wire [15:0] din,
    output reg         out_valid,
    output reg  [4:0]  ones
);
    reg [4:0] acc;
    integer i;

    always @(*) begin
        acc = 5'd0;
        for (i = 0; i < 16; i = i + 1)
            acc = acc + din[i]
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            out_valid <= 1'b0;
            ones      <= 5'd0;
        end else begin
            out_valid <= in_valid;
            ones      <= acc;
        end
endmodule
