// nco_acc: W-bit phase accumulator with phase offset and a registered square/sign output.
module nco_acc #(
    parameter W = 12
) (
    input              clk,
    input              rst,
    input              en,
    input      [W-1:0] fcw,
    input      [W-1:0] phase_ofs,
    output reg [W-1:0] phase,
    output reg         sq_out,
    output reg         wrap
);
    reg  [W-1:0] acc;
    wire [W:0]   acc_nx = {1'b0, acc} + {1'b0, fcw};
    wire [W-1:0] ph_nx  = acc_nx[W-1:0] + phase_ofs;

    always @(posedge clk) begin
        if (rst) begin
            acc    <= {W{1'b0}};
            phase  <= {W{1'b0}};
            sq_out <= 1'b0;
            wrap   <= 1'b0;
        end else if (en) begin
            acc    <= acc_nx[W-1:0];
            phase  <= ph_nx;
            sq_out <= ph_nx[W-1];
            wrap   <= acc_nx[W];
        end else begin
            wrap   <= 1'b0;
        end
    end
endmodule
