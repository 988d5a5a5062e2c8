// wahoo_div: sequential unsigned restoring divider, N-bit dividend / N-bit divisor.
// start loads the operands; after N cycles done pulses and quotient/remainder hold the result.
// Division by zero sets div_by_zero and returns quotient all ones, remainder = dividend.
module wahoo_div #(
    parameter N = 8
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [N-1:0] dividend,
    input  wire [N-1:0] divisor,
    output reg  [N-1:0] quotient,
    output reg  [N-1:0] remainder,
    output reg          busy,
    output reg          done,
    output reg          div_by_zero
);
    reg [N-1:0] dvd, dvs;
    reg [N:0]   rem;
    reg [$clog2(N+1)-1:0] cnt;

    wire [N:0] trial  = {rem[N-1:0], dvd[N-1]} - {1'b0, dvs};
    wire [N:0] rem_nx = trial[N] ? {rem[N-1:0], dvd[N-1]} : trial;
    wire [N-1:0] dvd_nx = {dvd[N-2:0], ~trial[N]};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; div_by_zero <= 1'b0;
            quotient <= 0; remainder <= 0; dvd <= 0; dvs <= 0; rem <= 0; cnt <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 0) begin
                    quotient    <= {N{1'b1}};
                    remainder   <= dividend;
                    div_by_zero <= 1'b1;
                    done        <= 1'b1;
                end else begin
                    dvd <= dividend;
                    dvs <= divisor;
                    rem <= 0;
                    cnt <= N;
                    busy <= 1'b1;
                    div_by_zero <= 1'b0;
                end
            end else if (busy) begin
                rem <= rem_nx;
                dvd <= dvd_nx;
                cnt <= cnt - 1'b1;
                if (cnt == 1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= dvd_nx;
                    remainder <= rem_nx[N-1:0];
                end
            end
        end
    end
endmodule
