// crocoite_acc: saturating signed accumulator used by crocoite_mac.
module crocoite_acc #(
    parameter AW = 20
) (
    input  wire                 clk,
    input  wire                 rst,
    input  wire                 clr,
    input  wire                 en,
    input  wire signed [15:0]   din,
    output reg  signed [AW-1:0] acc,
    output reg                  sat
);
    localparam signed [AW-1:0] MAXV = {1'b0, {(AW-1){1'b1}}};
    localparam signed [AW-1:0] MINV = {1'b1, {(AW-1){1'b0}}};

    wire signed [AW:0] sum = {acc[AW-1], acc} + {{(AW-15){din[15]}}, din};
    wire ovf = (sum[AW] != sum[AW-1]);

    always @(posedge clk) begin
        if (rst || clr) begin
            acc <= {AW{1'b0}};
            sat <= 1'b0;
        end else if (en) begin
            if (ovf) begin
                acc <= sum[AW] ? MINV : MAXV;
                sat <= 1'b1;
            end else begin
                acc <= sum[AW-1:0];
            end
        end
    end
endmodule
