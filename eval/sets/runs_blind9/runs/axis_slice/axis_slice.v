// axis_slice: AXI-Stream register slice with a skid buffer. Both the forward
// (tvalid/tdata/tlast) and the backward (tready) paths are registered, so the
// slice breaks every combinational path between upstream and downstream while
// still sustaining one beat per cycle.
module axis_slice #(parameter DW = 16) (
    input               aclk,
    input               aresetn,
    // upstream (slave side)
    input               s_tvalid,
    output              s_tready,
    input  [DW-1:0]     s_tdata,
    input               s_tlast,
    // downstream (master side)
    output              m_tvalid,
    input               m_tready,
    output [DW-1:0]     m_tdata,
    output              m_tlast
);
    reg          out_valid, skid_valid, rdy_q;
    reg [DW-1:0] out_data,  skid_data;
    reg          out_last,  skid_last;

    assign s_tready = rdy_q;
    assign m_tvalid = out_valid;
    assign m_tdata  = out_data;
    assign m_tlast  = out_last;

    wire take_in  = s_tvalid & rdy_q;
    wire give_out = out_valid & m_tready;

    always @(posedge aclk) begin
        if (!aresetn) begin
            out_valid  <= 1'b0;
            skid_valid <= 1'b0;
            rdy_q      <= 1'b0;
        end else begin
            rdy_q <= ~skid_valid | (give_out & ~take_in);
            if (!out_valid || give_out) begin
                out_valid <= skid_valid | take_in;
                if (skid_valid) begin
                    out_data   <= skid_data;
                    out_last   <= skid_last;
                    skid_valid <= 1'b0;
                end else begin
                    out_data <= s_tdata;
                    out_last <= s_tlast;
                end
            end else if (take_in) begin
                skid_valid <= 1'b1;
                skid_data  <= s_tdata;
                skid_last  <= s_tlast;
            end
        end
    end
endmodule
