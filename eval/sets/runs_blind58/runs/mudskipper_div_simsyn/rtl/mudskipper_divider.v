// mudskipper_divider: sequential restoring divider, 16-bit dividend / 8-bit divisor, one quotient bit per clock
// Ports: clk, rst, start, dividend[15:0], divisor[7:0], quotient[15:0], remainder[7:0], busy, done, div0
// A division takes 16 cycles after start; divisor 0 sets div0 and returns all-ones quotient.
module mudskipper_divider (
    input  wire        clk,
    input  wire        rst,
    input  wire        start,
    input  wire [15:0] dividend,
    input  wire [7:0]  divisor,
    output reg  [15:0] quotient,
    output reg  [7:0]  remainder,
    output reg         busy,
    output reg         done,
    output reg         div0
);
    reg [4:0]  n;
    reg [8:0]  rem;
    reg [15:0] q;
    reg [7:0]  dv;
    wire [8:0] trial = {rem[7:0], q[15]} - {1'b0, dv};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; div0 <= 1'b0;
            n <= 5'd0; rem <= 9'd0; q <= 16'd0; dv <= 8'd0;
            quotient <= 16'd0; remainder <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 8'd0) begin
                    div0 <= 1'b1; done <= 1'b1;
                    quotient <= 16'hFFFF; remainder <= dividend[7:0];
                end else begin
                    div0 <= 1'b0; busy <= 1'b1;
                    n <= 5'd16; rem <= 9'd0; q <= dividend; dv <= divisor;
                end
            end else if (busy) begin
                if (trial[8]) begin            // negative: restore
                    rem <= {rem[7:0], q[15]};
                    q   <= {q[14:0], 1'b0};
                end else begin
                    rem <= trial;
                    q   <= {q[14:0], 1'b1};
                end
                n <= n - 1'b1;
                if (n == 5'd1) begin           // last step: publish the result
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= {q[14:0], ~trial[8]};
                    remainder <= trial[8] ? {rem[6:0], q[15]} : trial[7:0];
                end
            end
        end
    end
endmodule
