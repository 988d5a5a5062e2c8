// sfifo_af -- single-clock FIFO, 8 entries x 8 bits, with programmable almost-full and
// almost-empty flags. Storage is a plain reg array (no RAM macro in the flow, so it ends
// up as flip-flops). A 4-bit occupancy counter drives full/empty and the two threshold
// compares; writes when full and reads when empty are dropped and counted in ovf/unf.
module sfifo_af (
    input            clk,
    input            rst,
    input            wr_en,
    input      [7:0] wr_data,
    input            rd_en,
    output reg [7:0] rd_data,
    input      [3:0] af_thresh,
    input      [3:0] ae_thresh,
    output           full,
    output           empty,
    output           almost_full,
    output           almost_empty,
    output reg       ovf,
    output reg       unf
);
    reg [7:0] mem [0:7];
    reg [2:0] wp, rp;
    reg [3:0] count;

    wire do_wr = wr_en & ~full;
    wire do_rd = rd_en & ~empty;

    assign full         = (count == 4'd8);
    assign empty        = (count == 4'd0);
    assign almost_full  = (count >= af_thresh);
    assign almost_empty = (count <= ae_thresh);

    always @(posedge clk) begin
        if (do_wr)
            mem[wp] <= wr_data;
    end

    always @(posedge clk) begin
        if (rst) begin
            wp      <= 3'd0;
            rp      <= 3'd0;
            count   <= 4'd0;
            rd_data <= 8'd0;
            ovf     <= 1'b0;
            unf     <= 1'b0;
        end else begin
            if (do_wr) wp <= wp + 3'd1;
            if (do_rd) begin
                rp      <= rp + 3'd1;
                rd_data <= mem[rp];
            end
            case ({do_wr, do_rd})
                2'b10: count <= count + 4'd1;
                2'b01: count <= count - 4'd1;
                default: count <= count;
            endcase
            if (wr_en & full)  ovf <= 1'b1;
            if (rd_en & empty) unf <= 1'b1;
        end
    end
endmodule
