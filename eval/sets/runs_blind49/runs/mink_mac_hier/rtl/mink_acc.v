// mink_acc: saturating signed accumulator (AW bits) used by mink_mac
module mink_acc #(
    parameter AW = 20
) (
    input  wire                 clk,
    input  wire                 rst,
    input  wire                 clear,
    input  wire                 en,
    input  wire signed [15:0]   x,
    output reg  signed [AW-1:0] acc,
    output reg                  sat
);
    localparam signed [AW-1:0] MAXV = {1'b0, {(AW-1){1'b1}}};
    localparam signed [AW-1:0] MINV = {1'b1, {(AW-1){1'b0}}};

    wire signed [AW:0] sum = {acc[AW-1], acc} + {{(AW-15){x[15]}}, x};

    always @(posedge clk) begin
        if (rst || clear) begin
            acc <= {AW{1'b0}};
            sat <= 1'b0;
        end else if (en) begin
            if (sum[AW] != sum[AW-1]) begin
                acc <= sum[AW] ? MINV : MAXV;
                sat <= 1'b1;
            end else begin
                acc <= sum[AW-1:0];
            end
        end
    end
endmodule
