// Mantissa normaliser, version 1: finds the leading one of a 24-bit value, shifts it to the top and reports the shift count, all in one clock cycle.
module moraine_v1 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_valid,
    input  wire [23:0] value,
    output reg  [23:0] norm,
    output reg  [4:0]  shift,
    output reg         zero,
    output reg         out_valid
);
    reg [23:0] v_q;
    reg        vld_q;
    reg [4:0]  lz;
    integer    i;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            v_q   <= 24'd0;
            vld_q <= 1'b0;
        end else begin
            v_q   <= value;
            vld_q <= in_valid;
        end
    end

    // leading-zero count: priority search from the LSB so the MSB wins
    always @(*) begin
        lz = 5'd24;
        for (i = 0; i < 24; i = i + 1)
            if (v_q[i]) lz = 5'd23 - i[4:0];
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            norm      <= 24'd0;
            shift     <= 5'd0;
            zero      <= 1'b0;
            out_valid <= 1'b0;
        end else begin
            norm      <= v_q << lz;
            shift     <= lz;
            zero      <= (v_q == 24'd0);
            out_valid <= vld_q;
        end
    end
endmodule
