// Mantissa normaliser, version 2: same job as version 1 but the leading-zero count is registered first and the shift happens in a second pipeline stage.
module moraine_v2 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_valid,
    input  wire [23:0] value,
    output reg  [23:0] norm,
    output reg  [4:0]  shift,
    output reg         zero,
    output reg         out_valid
);
    reg [23:0] v_q, v_q2;
    reg        vld_q, vld_q2;
    reg [4:0]  lz, lz_q;
    reg        zero_q;
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

    always @(*) begin
        lz = 5'd24;
        for (i = 0; i < 24; i = i + 1)
            if (v_q[i]) lz = 5'd23 - i[4:0];
    end

    // stage 2: register the count next to the data
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            v_q2   <= 24'd0;
            lz_q   <= 5'd0;
            zero_q <= 1'b0;
            vld_q2 <= 1'b0;
        end else begin
            v_q2   <= v_q;
            lz_q   <= lz;
            zero_q <= (v_q == 24'd0);
            vld_q2 <= vld_q;
        end
    end

    // stage 3: barrel shift
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            norm      <= 24'd0;
            shift     <= 5'd0;
            zero      <= 1'b0;
            out_valid <= 1'b0;
        end else begin
            norm      <= v_q2 << lz_q;
            shift     <= lz_q;
            zero      <= zero_q;
            out_valid <= vld_q2;
        end
    end
endmodule
