// cheetah_div: sequential restoring divider, unsigned 8-bit / 8-bit, one quotient bit per clock.
// Ports: start latches dividend/divisor; 9 cycles later done pulses with quotient and remainder.
//        Division by zero answers at once with quotient 8'hFF, remainder = dividend and div0 = 1.
// Synchronous active-high reset.
module cheetah_div (
    input            clk,
    input            rst,
    input            start,
    input      [7:0] dividend,
    input      [7:0] divisor,
    output reg [7:0] quotient,
    output reg [7:0] remainder,
    output reg       done,
    output reg       div0
);
    reg [7:0] q;        // shifts the dividend out, quotient bits in
    reg [7:0] d;
    reg [7:0] r;        // partial remainder
    reg [3:0] cnt;
    reg       busy;

    // shifted partial remainder minus divisor; bit 9 is the borrow
    wire [9:0] trial = {1'b0, r, q[7]} - {2'b00, d};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; div0 <= 1'b0; cnt <= 4'd0;
            q <= 8'd0; d <= 8'd0; r <= 8'd0;
            quotient <= 8'd0; remainder <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 8'd0) begin
                    quotient  <= 8'hFF;
                    remainder <= dividend;
                    div0      <= 1'b1;
                    done      <= 1'b1;
                end else begin
                    q <= dividend; d <= divisor; r <= 8'd0;
                    cnt <= 4'd8; busy <= 1'b1; div0 <= 1'b0;
                end
            end else if (busy) begin
                if (cnt != 4'd0) begin
                    if (trial[9]) begin              // does not fit: restore
                        r <= {r[6:0], q[7]};
                        q <= {q[6:0], 1'b0};
                    end else begin
                        r <= trial[7:0];
                        q <= {q[6:0], 1'b1};
                    end
                    cnt <= cnt - 1'b1;
                end else begin
                    quotient  <= q;
                    remainder <= r;
                    done      <= 1'b1;
                    busy      <= 1'b0;
                end
            end
        end
    end
endmodule
