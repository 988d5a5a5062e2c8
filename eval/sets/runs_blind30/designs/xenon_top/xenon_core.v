// xenon_core: 16-bit down-counter with reload and expiry pulse (used by xenon_top)
module xenon_core (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        enable,
    input  wire [15:0] reload,
    output reg  [15:0] value,
    output reg         expired
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            value   <= 16'd0;
            expired <= 1'b0;
        end else if (enable) begin
            expired <= (value == 16'd1);
            value   <= (value == 16'd0) ? reload : value - 16'd1;
        end else begin
            expired <= 1'b0;
        end
    end
endmodule
