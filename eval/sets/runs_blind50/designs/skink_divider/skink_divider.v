// skink_divider: sequential unsigned restoring divider, one quotient bit per clock.
// Ports: clk, rst, start, dividend[W-1:0], divisor[W-1:0] in; quotient, remainder, busy, valid, div_by_zero out.
// Parameter: W (operand width, default 8). Latency: W+1 cycles after start.
module skink_divider #(
    parameter W = 8
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [W-1:0] dividend,
    input  wire [W-1:0] divisor,
    output reg  [W-1:0] quotient,
    output reg  [W-1:0] remainder,
    output reg          busy,
    output reg          valid,
    output reg          div_by_zero
);
    reg [W-1:0]   dvsr;
    reg [W-1:0]   quo;
    reg [W:0]     rem;
    reg [$clog2(W+1)-1:0] count;

    wire [W:0] trial = {rem[W-1:0], quo[W-1]} - {1'b0, dvsr};

    always @(posedge clk) begin
        if (rst) begin
            busy        <= 1'b0;
            valid       <= 1'b0;
            div_by_zero <= 1'b0;
            quotient    <= 0;
            remainder   <= 0;
            count       <= 0;
            rem         <= 0;
            quo         <= 0;
            dvsr        <= 0;
        end else begin
            valid <= 1'b0;
            if (start && !busy) begin
                if (divisor == 0) begin
                    div_by_zero <= 1'b1;
                    valid       <= 1'b1;
                    quotient    <= {W{1'b1}};
                    remainder   <= dividend;
                end else begin
                    div_by_zero <= 1'b0;
                    busy        <= 1'b1;
                    dvsr        <= divisor;
                    quo         <= dividend;
                    rem         <= 0;
                    count       <= W;
                end
            end else if (busy) begin
                if (trial[W]) begin
                    // negative: restore, shift in 0
                    rem <= {rem[W-1:0], quo[W-1]};
                    quo <= {quo[W-2:0], 1'b0};
                end else begin
                    rem <= trial;
                    quo <= {quo[W-2:0], 1'b1};
                end
                count <= count - 1'b1;
                if (count == 1) begin
                    busy <= 1'b0;
                    valid <= 1'b1;
                    quotient  <= trial[W] ? {quo[W-2:0], 1'b0} : {quo[W-2:0], 1'b1};
                    remainder <= trial[W] ? {rem[W-2:0], quo[W-1]} : trial[W-1:0];
                end
            end
        end
    end
endmodule
