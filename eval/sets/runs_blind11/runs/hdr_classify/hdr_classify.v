// hdr_classify: combinational packet-header classifier.
// Looks at an ethertype-like 16-bit field, an 8-bit protocol byte and a VLAN flag and
// produces a queue number, a drop flag, a priority and a header length.
module hdr_classify (
    input      [15:0] etype,
    input      [7:0]  proto,
    input             vlan,
    input      [2:0]  pcp,
    output reg [1:0]  queue,
    output reg        drop,
    output reg [2:0]  prio,
    output reg [5:0]  hdr_len
);
    always @* begin
        drop = 1'b0;
        case (etype)
            16'h0800: begin               // IPv4
                hdr_len = vlan ? 6'd38 : 6'd34;
                if (proto == 8'd6)        queue = 2'd1;   // TCP
                else if (proto == 8'd17)  queue = 2'd2;   // UDP
                else if (proto == 8'd1)   queue = 2'd3;   // ICMP
            end
            16'h86DD: begin               // IPv6
                hdr_len = vlan ? 6'd58 : 6'd54;
                queue   = 2'd2;
            end
            16'h0806: begin               // ARP
                hdr_len = 6'd14;
                queue   = 2'd3;
            end
            default: begin
                drop    = 1'b1;
                hdr_len = 6'd14;
                queue   = 2'd0;
            end
        endcase
    end

    always @* begin
        if (vlan)
            prio = pcp;
        else if (etype == 16'h0806)
            prio = 3'd7;
    end
endmodule
